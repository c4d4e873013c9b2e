import type { Goal, GoalStatus, goalInputSchema, TimeLog, timeLogInputSchema } from '@carnet/contract';
import { goalProgress } from '@carnet/domain';
import type { z } from 'zod';
import type { BacktestTimeLogRow } from '../../db/schema/index.ts';
import { badRequest, invalid, notFound, ownedOr404 } from '../../http/errors.ts';
import { isoDateTime } from '../../http/serialize.ts';
import {
  type BacktestGoalsRepository,
  type GoalWithLoggedMinutes,
  isUniqueViolation,
} from './backtest-goals.repository.ts';

export type GoalFields = z.infer<typeof goalInputSchema>;
export type TimeLogFields = z.infer<typeof timeLogInputSchema>;

export const GOAL_SERVER_MESSAGES = {
  oneActiveGoal: "Un objectif est déjà actif : clore l'objectif en cours avant d'en créer un autre.",
  deadlineBeforeStart: 'La date limite ne peut pas précéder la date de début.',
  unknownGoal: 'Objectif introuvable.',
  closedGoal: "Cet objectif est clos : impossible d'y enregistrer du temps.",
  unknownSession: 'Session introuvable.',
} as const;

/** docs/rules/backtests.md#goals: logged minutes and progress are computed by the rules package on every answer. */
function toGoalResponse(row: GoalWithLoggedMinutes): Goal {
  return {
    id: row.id,
    label: row.label,
    target_minutes: row.targetMinutes,
    start_date: row.startDate,
    deadline: row.deadline,
    status: row.status,
    logged_minutes: row.loggedMinutes,
    progress: goalProgress(row.targetMinutes, row.loggedMinutes),
  };
}

function toTimeLogResponse(row: BacktestTimeLogRow): TimeLog {
  return {
    id: row.id,
    goal: row.goalId,
    duration_minutes: row.durationMinutes,
    session: row.sessionId,
    notes: row.notes,
    started_at: isoDateTime(row.startedAt),
  };
}

/** Backtest goals (at most one ACTIVE per user) and the time logged against them. */
export function createBacktestGoalsService(repository: BacktestGoalsRepository) {
  const ownedGoal = async (userId: number, goalId: number) =>
    ownedOr404(await repository.findGoal(userId, goalId));

  return {
    async listGoals(userId: number): Promise<Goal[]> {
      return (await repository.listGoals(userId)).map(toGoalResponse);
    },

    /** The caller's active goal, or null: what the dashboard card and GET …/goals/active/ show. */
    async findActiveGoal(userId: number): Promise<Goal | null> {
      const row = await repository.findActiveGoal(userId);
      return row ? toGoalResponse(row) : null;
    },

    async createGoal(userId: number, fields: GoalFields): Promise<Goal> {
      const deadline = fields.deadline ?? null;
      if (deadline !== null && deadline < fields.start_date)
        throw badRequest({ deadline: [GOAL_SERVER_MESSAGES.deadlineBeforeStart] });
      const row = await repository.insertGoal({
        userId,
        label: fields.label,
        targetMinutes: fields.target_minutes,
        startDate: fields.start_date,
        deadline,
      });
      if (!row) throw invalid(GOAL_SERVER_MESSAGES.oneActiveGoal);
      return toGoalResponse({ ...row, loggedMinutes: 0 });
    },

    /** PATCH {status}: COMPLETED closes the goal; ACTIVE reopens it unless another goal is active. */
    async setStatus(userId: number, goalId: number, status: GoalStatus): Promise<Goal> {
      await ownedGoal(userId, goalId);
      try {
        if (!(await repository.setStatus(userId, goalId, status))) throw notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid(GOAL_SERVER_MESSAGES.oneActiveGoal);
        throw error;
      }
      return toGoalResponse(await ownedGoal(userId, goalId));
    },

    async listTimeLogs(userId: number, goalId: number): Promise<TimeLog[]> {
      await ownedGoal(userId, goalId);
      return (await repository.listTimeLogs(goalId)).map(toTimeLogResponse);
    },

    /** References that are not the caller's are 400 field errors (docs/api.md); a closed goal takes no time. */
    async logTime(userId: number, fields: TimeLogFields, now: Date = new Date()): Promise<TimeLog> {
      const sessionId = fields.session ?? null;
      if (sessionId !== null && !(await repository.isOwnSession(userId, sessionId)))
        throw badRequest({ session: [GOAL_SERVER_MESSAGES.unknownSession] });
      const row = await repository.transaction(async (queries) => {
        const goal = await queries.lockGoal(userId, fields.goal);
        if (!goal) throw badRequest({ goal: [GOAL_SERVER_MESSAGES.unknownGoal] });
        if (goal.status !== 'ACTIVE') throw badRequest({ goal: [GOAL_SERVER_MESSAGES.closedGoal] });
        return queries.insertTimeLog({
          goalId: goal.id,
          sessionId,
          durationMinutes: fields.duration_minutes,
          notes: fields.notes,
          startedAt: fields.started_at ? new Date(fields.started_at) : now,
        });
      });
      return toTimeLogResponse(row);
    },
  };
}

export type BacktestGoalsService = ReturnType<typeof createBacktestGoalsService>;
