// The demo draws with the domain's seeded generator (mulberry32), the one the challenge simulation uses.
export { createRandom, type Random } from '@carnet/domain';
