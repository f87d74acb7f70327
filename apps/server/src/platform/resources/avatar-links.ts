import { API_PREFIX } from '@holdfast/shared/common';
import { JsonText } from '../db/json-text';
import type { UrlSigner } from './signed-urls';

/** Avatar links in answers live this long (the web app refetches sooner). */
export const AVATAR_LINK_TTL_SECONDS = 60 * 60;

/** A viewer's signed link to an avatar file, so an <img> loads it without a token in its URL. */
export type SignAvatar = (key: string) => string;

/**
 * The signed avatar links of one viewer (every area that shows people's avatars). Made for one
 * answer: a person shown several times in it (a thread's replies) is signed once.
 */
export function avatarSigner(ctx: { urlSigner: UrlSigner }, viewerId: number): SignAvatar {
  const made = new Map<string, string>();
  return (key) => {
    let url = made.get(key);
    if (url === undefined)
      made.set(key, (url = ctx.urlSigner.link(viewerId, key, `${API_PREFIX}/files/${key}`, AVATAR_LINK_TTL_SECONDS).url));
    return url;
  };
}

/**
 * Avatar links in JSON text built by the database (platform/db/json-text): the statement writes each
 * avatar as `{"$avatar": <file key>}` (avatarMarkerSql there), and the server swaps every such
 * object for the viewer's signed link, since the signing key never goes to the database. Only the
 * statement's own structure can match: inside a JSON string every `"` is escaped, so no text a
 * person wrote can form `{"$avatar":"…"}`; a key holding `"` or `\` (never made by the upload path)
 * is left as it is rather than matched in part.
 */
const AVATAR_MARKER = /\{\s*"\$avatar"\s*:\s*"([^"\\]*)"\s*\}/g;

export function signAvatarMarkers<T>(json: JsonText<T>, sign: SignAvatar): JsonText<T> {
  return new JsonText<T>(json.text.replace(AVATAR_MARKER, (_, key: string) => JSON.stringify(sign(key))));
}
