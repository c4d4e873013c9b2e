export const IMPORTS_QUERY_KEY = ['imports'] as const;
export const IMPORT_BATCHES_QUERY_KEY = [...IMPORTS_QUERY_KEY, 'batches'] as const;
export const IMPORT_TEMPLATES_QUERY_KEY = ['import-templates'] as const;
