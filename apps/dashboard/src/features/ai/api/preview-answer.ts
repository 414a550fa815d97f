import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** What the bot would answer a customer, from the saved pairs only. */
export async function previewAnswer(question: string) {
  return unwrap(await apiClient.POST('/api/v1/users/ai/preview', { body: { question } }));
}
