import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerReferenceRoutes } from './reference.routes';
import { createReferenceService } from './reference.service';

export { countryExists, findCountryCode, timezoneExists, findTimezoneName, findTagsByIds } from './reference.repository';
export { seedReference } from './reference.seed';
/** Who edits reference content (system configs, forms): the admin console's content policy builds on it. */
export { canEditReference } from './reference.policy';
export { loadDynamicForm, loadConfiguredForm, answersFitForm } from './reference.forms';
export { findSystemConfig, findDynamicFormIdByKey, configuredFormIs, systemConfigValue, referenceSql } from './reference.repository';

/** The admin console's reads and writes of system configs and dynamic forms (issue 39). */
export {
  deleteQuestion,
  findForm,
  findQuestion,
  formIdExists,
  formKeyExists,
  insertForm,
  insertQuestion,
  listAllQuestions,
  listFormsWithCounts,
  listSystemConfigRows,
  lockForm,
  lockSystemConfig,
  questionIdExists,
  setQuestionPositions,
  updateQuestion,
  writeSystemConfig,
  type QuestionValues,
} from './reference-admin.repository';

export type ReferenceService = ReturnType<typeof createReferenceService>;

export function registerReference(app: FastifyInstance, ctx: AppContext, version: string) {
  registerReferenceRoutes(app, createReferenceService(ctx, version));
}
