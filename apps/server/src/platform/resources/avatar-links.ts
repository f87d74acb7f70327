import { API_PREFIX } from '@holdfast/shared/common';
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
    if (url === undefined) made.set(key, (url = ctx.urlSigner.link(viewerId, key, `${API_PREFIX}/files/${key}`, AVATAR_LINK_TTL_SECONDS).url));
    return url;
  };
}
