import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@holdfast/shared/messaging';

/** Puts a stored message into the chat's newest page once (by id), in id order. */
export function addMessageToCache(data: InfiniteData<MessagePage, number | undefined> | undefined, message: Message) {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  const items = [...first!.items, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...first!, items }, ...rest] };
}
