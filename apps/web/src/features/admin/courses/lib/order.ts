/** The ids with the one at `index` moved by `delta` places (-1 up, +1 down); unchanged at either end. */
export function moved(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const to = index + delta;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Labels of the item types, as the editor's menu names them. */
export const ITEM_TYPE_LABELS: Record<string, string> = {
  'hosted-video': 'Video (hosted player)',
  video: 'Video',
  '30-day-video': 'Day video (30 Day Challenge)',
  '30-day-info': 'Day reflection (30 Day Challenge)',
  info: 'Information',
  checkbox: 'Checkbox',
  checkboxes: 'Checkboxes (with child items)',
  'pdf-viewer': 'PDF',
};

export const PANEL_TYPE_LABELS: Record<string, string> = {
  information: 'Information',
  resources: 'Resources',
  'panel-resources': 'Panel resources',
  form: 'Form',
  'child-items': 'Child items',
};

export const FIELD_LABELS: Record<string, string> = {
  file_key: 'File',
  video_before_text: 'Text before (HTML or plain text)',
  video_after_text: 'Text after (HTML or plain text)',
  reflection_question: 'Reflection question',
  challenge_description: 'Challenge',
  resource_url: 'Downloadable resource file',
};
