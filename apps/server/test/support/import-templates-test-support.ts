import type { ImportTemplateInput } from '@carnet/contract';

/**
 * A broker's CSV in a layout no platform reader knows (docs/rules/imports.md « Column mapping »): French headers, `;`
 * delimiter, decimal commas, DD/MM/YYYY dates in Europe/Paris, a BOM, a neutralised formula, negative
 * commissions. Line 2 is a closed EURUSD long, line 3 a closed DAX short, line 4 an open BTC long; line 5 has an
 * unreadable quantity, line 6 an unknown direction, line 7 a close date without an exit price.
 */
export const FRENCH_BROKER_CSV = Buffer.from(
  '\uFEFFSymbole;Sens;Ouverture;Clôture;Volume;Prix d’entrée;Prix de sortie;Stop;Commission;Swap;Résultat;Ticket\r\n' +
    'EURUSD;Achat;03/02/2025 09:15;03/02/2025 11:40;1,5;1,03500;1,03800;1,03300;-3,50;-0,75;40,75;A1\r\n' +
    "DE40;VENTE;04/02/2025 14:00;04/02/2025 15:30;2;21 500,5;21 480,5;21 520,5;-4;0;36;'-A2\r\n" +
    'BTCUSD;buy;05/02/2025 08:00;;0,25;96 000;;;0;0;;A3\r\n' +
    'GBPUSD;Achat;06/02/2025 10:00;06/02/2025 11:00;un;1,25;1,26;;0;0;10;A4\r\n' +
    'USDJPY;Neutre;06/02/2025 10:00;06/02/2025 11:00;1;150;151;;0;0;10;A5\r\n' +
    'XAUUSD;Vente;07/02/2025 10:00;07/02/2025 12:00;1;2 850;;;0;0;10;A6\r\n',
);

/** The template that reads FRENCH_BROKER_CSV. */
export const FRENCH_BROKER_TEMPLATE: ImportTemplateInput = {
  name: 'Courtier FR',
  delimiter: ';',
  decimal_separator: ',',
  date_format: 'DD/MM/YYYY HH:mm',
  timezone: 'Europe/Paris',
  columns: {
    asset_name: 'Symbole',
    direction: 'Sens',
    entry_date: 'Ouverture',
    close_date: 'Clôture',
    quantity: 'Volume',
    entry_price: 'Prix d’entrée',
    exit_price: 'Prix de sortie',
    stop_loss_price: 'Stop',
    fees: 'Commission',
    swap: 'Swap',
    pnl_amount: 'Résultat',
    external_id: 'Ticket',
  },
};
