/** The resources library's calls (relative to API_PREFIX). */
export const resourcesApiPaths = {
  /** GET (-> ResourceLibrary): what the caller may see (leaders' items for is_leader). */
  resources: 'resources',
  /**
   * GET (signed link query -> the uploaded file's bytes). Under `library/`: a course's files are at
   * `resources/files/{fileKey}` (spec), and `resources/{id}/file` beside it read two ways.
   */
  file: (id: number) => `resources/library/${id}/file`,
  /** GET (-> Resource[]), POST (ResourceInput -> ResourceAnswer): ff_admin. */
  adminResources: 'admin/resources',
  /** PUT (ResourceInput -> ResourceAnswer), DELETE ({message}): ff_admin. */
  adminResource: (id: number) => `admin/resources/${id}`,
  /** POST (multipart `file` -> ResourceAnswer): ff_admin; a PDF or a video, judged by its bytes. */
  adminResourceFile: (id: number) => `admin/resources/${id}/file`,
} as const;

export const resourcesWebPaths = { library: '/resources', admin: '/admin/resources' } as const;
