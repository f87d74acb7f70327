import type { AppContext } from '../../platform/context';

/** Not built yet: the coach chats' links (messaging asks them as an answer). */
export function registerCoachChatLinks(_ctx: AppContext) {}
