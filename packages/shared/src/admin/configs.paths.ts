/**
 * The content part's API paths (issue 39, a4), spread into adminApiPaths (relative to API_PREFIX).
 */
export const configsApiPaths = {
  /** PUT (SystemConfigInput -> SystemConfig): checked against its type's schema, audited. */
  systemConfig: (type: string) => `admin/system-configs/${type}`,
  /** GET (AdminReference): every emotion and FASTER behaviour. */
  reference: 'admin/reference',
  /** PUT (ContentEditInput -> ContentItem): rename or hide an emotion. */
  emotion: (id: number) => `admin/emotions/${id}`,
  /** PUT (OrderInput -> AdminReference): the emotions' order. */
  emotionOrder: 'admin/emotions/order',
  /** PUT (ContentEditInput -> ContentItem): rename or hide a FASTER behaviour. */
  fasterEmotion: (id: number) => `admin/faster-emotions/${id}`,
  /** PUT (OrderInput -> AdminReference): the order of one FASTER category's behaviours. */
  fasterOrder: (categoryId: number) => `admin/faster-categories/${categoryId}/order`,
  /** GET (AdminFormList). POST (CreateFormInput -> AdminForm). */
  forms: 'admin/forms',
  /** GET (AdminForm). */
  form: (id: number) => `admin/forms/${id}`,
  /** POST (QuestionInput -> AdminForm). */
  formQuestions: (formId: number) => `admin/forms/${formId}/questions`,
  /** PUT (OrderInput -> AdminForm): the questions' order. */
  formQuestionOrder: (formId: number) => `admin/forms/${formId}/question-order`,
  /** PUT (QuestionInput -> AdminForm). DELETE (-> AdminForm): only while nobody answered it. */
  formQuestion: (id: number) => `admin/form-questions/${id}`,
  /** PUT (RetireQuestionInput -> AdminForm). */
  formQuestionRetired: (id: number) => `admin/form-questions/${id}/retired`,
  /** GET (AdminCommunityContent). */
  communityContent: 'admin/community-content',
  /** POST (AdminTopicInput -> AdminCommunityContent). */
  communityTopics: (key: string) => `admin/community/categories/${key}/topics`,
  /** PUT (OrderInput -> AdminCommunityContent): a category's topics in order. */
  communityTopicOrder: (key: string) => `admin/community/categories/${key}/topic-order`,
  /** PUT (AdminTopicInput -> AdminCommunityContent). */
  communityTopic: (id: number) => `admin/community/topics/${id}`,
  /** GET (ThreadSearchQuery -> AdminThreadSearch). */
  communityThreads: 'admin/community/threads',
} as const;

/** The content part's pages (web). */
export const configsWebPaths = {
  configs: '/admin/configs',
  config: (type: string) => `/admin/configs/${type}`,
  alerts: '/admin/alerts',
  forms: '/admin/forms',
  form: (id: number) => `/admin/forms/${id}`,
  reference: '/admin/reference',
  communityContent: '/admin/community-content',
} as const;
