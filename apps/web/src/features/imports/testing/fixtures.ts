import type {
  ImportBatch,
  ImportedTrade,
  ImportHeader,
  ImportPreview,
  ImportTemplate,
  Reconciliation,
} from '@carnet/contract';

/** A Tradovate Performance file whose pairs' P&L adds up to the trades built (47.50 $US), 2 fills each. */
export function aReconciliation(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    ok: true,
    checks: [
      {
        key: 'ROW_PNL_SUM',
        label: 'Somme des lignes du fichier',
        file_value: '47.5',
        carnet_value: '47.5',
        difference: '0',
      },
      { key: 'FILLS', label: 'Exécutions lues', file_value: '5', carnet_value: '5', difference: '0' },
    ],
    ...overrides,
  };
}

/**
 * A file whose summary states 1 245.50 for rows worth 1 245.40, and one MNQ trade of 41 by its prices that the file
 * says made 43.
 */
export function aDifferingReconciliation(): Reconciliation {
  return {
    ok: false,
    checks: [
      {
        key: 'STATED_TOTAL',
        label: 'Total indiqué par le fichier',
        file_value: '1245.5',
        carnet_value: '1245.4',
        difference: '-0.1',
      },
      {
        key: 'PRICE_CHECK',
        label: 'Contrôle par les prix',
        file_value: '43',
        carnet_value: '41',
        difference: '1',
        trades: [{ line: 7, asset_name: 'MNQ JUN25', file_value: '43', carnet_value: '41' }],
      },
    ],
  };
}

export function anImportedTrade(overrides: Partial<ImportedTrade> = {}): ImportedTrade {
  return {
    line: 2,
    external_id: 'tradovate:6008478034-6008478078',
    asset_type: 'FUTURES',
    asset_name: 'MESH5',
    direction: 'LONG',
    quantity: '1',
    entry_price: '6117.75',
    stop_loss_price: null,
    last_stop_price: null,
    entry_date: '2025-01-23T04:02:03Z',
    status: 'CLOSED',
    close_date: '2025-01-23T05:30:16Z',
    close_price: '6130.25',
    exits: [{ price: '6130.25', quantity: '1', executed_at: '2025-01-23T05:30:16Z' }],
    realized_rr: null,
    fees: '0',
    swap: '0',
    gross_pnl: '62.5',
    pnl_amount: '62.5',
    pnl_source: 'REPORTED',
    is_duplicate: false,
    ...overrides,
  };
}

export function aPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    platform: 'TRADOVATE_PERFORMANCE',
    platform_label: 'Tradovate — Performance',
    timezone: 'America/Chicago',
    timezone_stated: false,
    count: 2,
    duplicates: 1,
    errors: [{ line: 4, message: 'Ligne illisible : prix manquant' }],
    totals: { gross_pnl: '50', fees: '2.5', swap: '0', net_pnl: '47.5' },
    point_values_needed: [],
    reconciliation: aReconciliation(),
    timezone_to_choose: false,
    timezone_presets: [],
    imported_elsewhere: [],
    trades: [
      anImportedTrade(),
      anImportedTrade({
        line: 3,
        external_id: 'tradovate:2',
        direction: 'SHORT',
        pnl_amount: '-12.5',
        gross_pnl: '-12.5',
        fees: '2.5',
        is_duplicate: true,
      }),
    ],
    ...overrides,
  };
}

export function aBatch(overrides: Partial<ImportBatch> = {}): ImportBatch {
  return {
    id: 31,
    platform: 'TRADOVATE_PERFORMANCE',
    platform_label: 'Tradovate — Performance',
    file_name: 'Performance.csv',
    timezone: 'America/Chicago',
    created_at: '2026-11-20T14:05:00Z',
    capital_account: 9,
    imported: 1,
    duplicates: 1,
    errors: [],
    totals: { gross_pnl: '62.5', fees: '0', swap: '0', net_pnl: '62.5' },
    reconciliation: aReconciliation(),
    ...overrides,
  };
}

/** A broker's own CSV in French: `;`, decimal commas, day-first dates. */
export function aHeader(overrides: Partial<ImportHeader> = {}): ImportHeader {
  return {
    delimiter: ';',
    columns: [
      'Symbole',
      'Sens',
      'Date d’entrée',
      'Date de sortie',
      'Quantité',
      'Prix d’entrée',
      'Prix de sortie',
      'Frais',
      'Commentaire',
    ],
    sample: [
      ['EURUSD', 'Achat', '22/01/2025 14:30', '22/01/2025 16:00', '1', '1,0412', '1,0450', '3,50', 'range'],
    ],
    ...overrides,
  };
}

export function aTemplate(overrides: Partial<ImportTemplate> = {}): ImportTemplate {
  return {
    id: 5,
    name: 'Courtier maison',
    delimiter: ';',
    decimal_separator: ',',
    date_format: 'DD/MM/YYYY HH:mm',
    timezone: 'Europe/Paris',
    columns: {
      asset_name: 'Symbole',
      direction: 'Sens',
      entry_date: 'Date d’entrée',
      close_date: 'Date de sortie',
      quantity: 'Quantité',
      entry_price: 'Prix d’entrée',
      exit_price: 'Prix de sortie',
      stop_loss_price: null,
      fees: 'Frais',
      swap: null,
      pnl_amount: null,
      external_id: null,
    },
    ...overrides,
  };
}
