import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerBudgetRoutes } from './budgets.routes';
import { registerEngagementRoutes } from './engagement.routes';
import { registerRaffleRoutes } from './raffles.routes';
import { registerRecognitionRoutes } from './recognitions.routes';
import { registerRewardPeopleRoutes } from './reward-people.routes';
import { scheduleRuleEvaluation } from './rule-evaluation';
import { registerRuleRoutes } from './rules.routes';

/**
 * Rewards and recognition (issue #17): budgets, recognitions and the news feed, raffles, rules,
 * engagement; and the hourly evaluation pass of the automatic rules.
 */
export function registerRewardsRoutes(app: FastifyInstance, context: GatewayContext): void {
  registerBudgetRoutes(app, context);
  registerRecognitionRoutes(app, context);
  registerRaffleRoutes(app, context);
  registerRuleRoutes(app, context);
  registerEngagementRoutes(app, context);
  registerRewardPeopleRoutes(app, context);
  scheduleRuleEvaluation(app, context.db);
}
