/** French messages of the trades API (docs/ui.md#errors words the ones it names; these follow its tone). */
export const TRADE_MESSAGES = {
  unknownAccount: 'Compte de capital introuvable.',
  archivedAccount: 'Ce compte de capital est archivé : choisissez un compte actif.',
  unknownConfiguration: 'Configuration introuvable.',
  typeWithoutConfiguration: 'Choisissez d’abord une configuration.',
  typeOfAnotherConfiguration: 'Ce type n’appartient pas à la configuration choisie.',
  reviewOnlyWhenClosed: 'La revue post-trade n’est modifiable qu’une fois l’opération clôturée.',
  closedPlanLocked:
    'Opération clôturée : la direction, les prix, la quantité, le risque, le compte et les take profits ne peuvent plus changer.',
  alreadyClosed: 'Opération déjà clôturée.',
  unknownTakeProfit: 'Take profit inconnu pour cette opération.',
  unknownConfirmation: 'Confirmation inconnue pour cette opération.',
  amountOutOfRange: 'Montant hors des limites du compte de capital.',
  changedMeanwhile: 'L’opération a été modifiée entre-temps : rechargez-la puis réessayez.',
} as const;
