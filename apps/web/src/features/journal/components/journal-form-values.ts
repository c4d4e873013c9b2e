import type { JournalBias, JournalDay, PlanFollowed } from '@carnet/contract';

/** The day's form as typed: every value text, an empty one meaning « not given ». */
export type JournalFormValues = {
  plan: { text: string; bias: JournalBias | ''; levels: string; max_trades: string; max_loss_r: string };
  state: { mood: string; energy: string; stress: string; sleep_hours: string };
  review: { text: string; plan_followed: PlanFollowed | ''; lessons: string; mistakes: string };
};

const text = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The form of a day as the server answered it. */
export function formValuesOf(day: JournalDay): JournalFormValues {
  return {
    plan: {
      text: day.plan.text,
      bias: day.plan.bias ?? '',
      levels: day.plan.levels,
      max_trades: text(day.plan.max_trades),
      max_loss_r: text(day.plan.max_loss_r),
    },
    state: {
      mood: text(day.state.mood),
      energy: text(day.state.energy),
      stress: text(day.state.stress),
      sleep_hours: text(day.state.sleep_hours),
    },
    review: {
      text: day.review.text,
      plan_followed: day.review.plan_followed ?? '',
      lessons: day.review.lessons,
      mistakes: day.review.mistakes.join(', '),
    },
  };
}

/** A typed number (decimal comma accepted); empty is null, anything unreadable stays text for the contract to refuse. */
function numberOf(value: string): number | null | string {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : trimmed;
}

/** Tags typed « FOMO, Revenge »: split on commas, blanks dropped. */
const tagsOf = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/**
 * The PUT body before the contract checks it (journalDayInputSchema): state and review always, the plan's content
 * only when it changed and the plan is not locked (a locked plan refuses any content, docs/rules/journal.md#plan-lock).
 */
export function bodyOf(values: JournalFormValues, options: { sendPlan: boolean; lock?: boolean }): object {
  const plan = {
    text: values.plan.text,
    bias: values.plan.bias === '' ? null : values.plan.bias,
    levels: values.plan.levels,
    max_trades: numberOf(values.plan.max_trades),
    max_loss_r: numberOf(values.plan.max_loss_r),
  };
  return {
    ...(options.sendPlan || options.lock
      ? { plan: { ...(options.sendPlan ? plan : {}), ...(options.lock ? { lock: true } : {}) } }
      : {}),
    state: {
      mood: numberOf(values.state.mood),
      energy: numberOf(values.state.energy),
      stress: numberOf(values.state.stress),
      sleep_hours: numberOf(values.state.sleep_hours),
    },
    review: {
      text: values.review.text,
      plan_followed: values.review.plan_followed === '' ? null : values.review.plan_followed,
      lessons: values.review.lessons,
      mistakes: tagsOf(values.review.mistakes),
    },
  };
}
