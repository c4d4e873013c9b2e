// The import worker thread (docs/budgets.md, docs/rules/imports.md): reads and converts uploaded files off the event loop, one at a time,
// and keeps its last answers for the import that follows a preview. Bundled as its own entry (build.mjs).
import { serveJobs } from '../../workers/serve-jobs.ts';
import { readImportFile } from './read-import-file.ts';
import { keepRecentAnswers } from './recent-answers.ts';

serveJobs(keepRecentAnswers(readImportFile));
