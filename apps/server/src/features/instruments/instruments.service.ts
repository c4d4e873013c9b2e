import type { InstrumentSpecResponse, instrumentQuerySchema } from '@carnet/contract';
import { instrumentSpec, tradeInstrumentSpec } from '@carnet/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';

export type InstrumentQuery = z.output<typeof instrumentQuerySchema>;

/** Without an account, what only the account's currency quotes (a stock) is quoted in U.S. dollars. */
const DEFAULT_CURRENCY = 'USD';

/**
 * GET /api/v1/instruments/{symbol}/ (docs/rules/money.md#instruments): the specification a trade on `symbol` is
 * priced and sized with, in the caller's account (another user's account is a 404); with `asset_type`, the one a
 * trade of that type gets (tradeInstrumentSpec). A symbol Carnet cannot specify is a 404.
 */
export function createInstrumentsService({ accounts }: { accounts: Pick<CapitalAccountsService, 'get'> }) {
  return {
    async spec(userId: number, symbol: string, query: InstrumentQuery): Promise<InstrumentSpecResponse> {
      const currency =
        query.capital_account === undefined
          ? DEFAULT_CURRENCY
          : (await accounts.get(userId, query.capital_account)).currency;
      const spec =
        query.asset_type === undefined
          ? instrumentSpec(symbol, null, currency)
          : tradeInstrumentSpec({ asset_type: query.asset_type, asset_name: symbol }, null, currency);
      if (spec === null) throw notFound();
      return spec;
    },
  };
}

export type InstrumentsService = ReturnType<typeof createInstrumentsService>;
