/** Where the data-export calls live, named once for the server's routes and the web's api/ files (relative to API_PREFIX). */
export const dataExportsApiPaths = {
  /** GET (DataExportList); POST (-> 202 DataExportStarted, 429 {message} within a day of the last). */
  exports: 'users/data-exports',
  /** DELETE: revoke a ready export's link ({message}). */
  export: (id: number) => `users/data-exports/${id}`,
  /** GET ?uid=&expires=&signature= (the ZIP; a signed link, no bearer token). */
  download: (id: number) => `users/data-exports/${id}/download`,
} as const;

/** The web's pages of the area. */
export const dataExportsWebPaths = {
  export: '/privacy/export',
} as const;
