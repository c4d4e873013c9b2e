import { BOUND_MESSAGES, isDateInBounds } from '@carnet/domain';
import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.ts';
import { isKnownTimeZone } from './time-zone.ts';

// Query fields shared by the analysis, the calendar, the journal and the trade list, apart from the analysis's
// dimensions so the trade list (on the dashboard) loads none of them (docs/budgets.md).

const MONTH_MESSAGE = 'Mois invalide (AAAA-MM).';

/** An IANA time zone in a query (`tz`): the zone of the analysis's days, hours and months. */
export const timeZoneQueryField = z
  .string()
  .refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone });

/** A month `YYYY-MM` within the bounds: the calendar's month and the key of a `month` group. */
export const monthField = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .refine((month) => isDateInBounds(`${month}-01`), BOUND_MESSAGES.dateOutOfRange);
