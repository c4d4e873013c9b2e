import type { ExitKind } from './trade-levels.ts';

/** What the demo trader writes after a trade (post_trade_review), by how it ended. */
export const REVIEWS: Record<ExitKind, readonly string[]> = {
  targets: [
    'Plan suivi à la lettre : partiels pris aux objectifs, stop remonté au point mort.',
    'Bonne patience sur l’entrée, j’ai attendu la clôture de confirmation.',
    'Objectif atteint sans stress. À refaire exactement de la même façon.',
    'Sortie un peu tôt sur le reste de la position, mais la gestion reste correcte.',
  ],
  stop: [
    'Stop touché : le setup était valide, c’est une perte normale.',
    'Entrée trop tôt, avant la cassure de structure. Attendre la clôture.',
    'Contexte HTF contraire ignoré : erreur à ne pas répéter.',
    'Annonce économique oubliée, le marché a balayé le stop.',
  ],
  cut: [
    'Coupé avant le stop : le prix ne réagissait pas dans la zone.',
    'Sortie manuelle, le momentum avait disparu. Bonne décision.',
    'J’ai douté et coupé trop vite ; le plan aurait dû être respecté.',
  ],
  breakeven: [
    'Sortie au point mort, le marché a hésité au premier objectif.',
    'Stop au point mort touché de peu avant le départ. Frustrant mais discipliné.',
  ],
};

/** Notes a trader adds to a ticked confirmation, by nothing in particular: kept short and generic. */
export const CONFIRMATION_NOTES: readonly string[] = [
  'Vérifié sur le graphique H4.',
  'Confirmation nette.',
  'Un peu limite, mais validé.',
  'Vu en direct à l’ouverture.',
];

export const TRADE_SHOT_CAPTIONS = {
  BEFORE: 'Plan avant l’entrée',
  AFTER: 'Résultat après la clôture',
  HTF: 'Contexte en unité de temps supérieure',
} as const;
