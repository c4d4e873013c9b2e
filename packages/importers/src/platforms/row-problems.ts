// French reasons of the line errors of the fill and row parsers (each wrapped in IMPORT_MESSAGES.unreadableRow).
export const ROW_PROBLEMS = {
  quantity: 'quantité illisible',
  zeroQuantity: 'quantité nulle',
  price: 'prix illisible',
  time: 'date illisible',
  money: 'montant illisible',
  side: 'sens (achat/vente) illisible',
  symbol: 'symbole manquant',
  exitPrice: 'prix de sortie manquant pour une position clôturée',
} as const;

/** A fee charged in a coin whose price the file does not give (Binance: BNB): the fill is kept, its fee is not. */
export const feeNotCounted = (coin: string) =>
  `Frais en ${coin} non comptés : le fichier ne donne pas son cours (à saisir sur l’opération)`;

/** A futures contract whose point value Carnet does not know: its money cannot be computed from prices alone. */
export const unknownPointValue = (contract: string, root: string) =>
  `Valeur du point inconnue pour ${contract} (racine ${root}) : indiquez-la pour importer ce contrat`;
