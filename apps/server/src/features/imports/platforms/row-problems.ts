// French reasons of the line errors of the fill and row parsers (each wrapped in IMPORT_MESSAGES.unreadableRow).
export const ROW_PROBLEMS = {
  quantity: 'quantité illisible',
  zeroQuantity: 'quantité nulle',
  price: 'prix illisible',
  time: 'date illisible',
  money: 'montant illisible',
  side: 'sens (achat/vente) illisible',
  symbol: 'symbole manquant',
} as const;
