import { messagingApiPaths as paths, type CreateMessagingRequestBody, type MessagingRequestResponse } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';

/** POST messaging-requests for a partner or group-member chat: makes (or finds) the chat's entry. */
export const createChatEntry = (body: CreateMessagingRequestBody) => api.post<MessagingRequestResponse>(paths.requests, body);
