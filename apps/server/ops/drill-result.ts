/** What a drill reports: whether its condition held, why not, and its figures. */
export interface DrillResult {
  name: string;
  ok: boolean;
  failures: string[];
  figures: Record<string, string | number>;
}
