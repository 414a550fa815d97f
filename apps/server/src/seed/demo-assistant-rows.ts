import { SHARED_QUESTIONS, SHARED_TASKS, sharedChat } from './demo-assistant.js';
import type { SeededCompany } from './seeded-company.js';
import type { DemoRows } from './seed.repository.js';

type AssistantRows = Pick<DemoRows, 'chatSettings' | 'aiTasks' | 'aiQuestions'>;

/**
 * The company's shared record first, then each branch's written by its manager, in the order a
 * person would have added them (the bot breaks ties by that order).
 */
export function buildCompanyAssistant(
  company: SeededCompany,
  options: { now: Date; newId: () => string },
): AssistantRows {
  const { now, newId } = options;
  const owners = [
    {
      branchId: null,
      createdBy: company.id,
      content: {
        tasks: SHARED_TASKS,
        questions: SHARED_QUESTIONS,
        chat: sharedChat(company.demo.username, company.demo.welcomeMessage),
      },
    },
    ...company.branches.map((branch) => ({
      branchId: branch.id,
      createdBy: branch.managerId,
      content: branch.demo.assistant,
    })),
  ];

  const rows: AssistantRows = { chatSettings: [], aiTasks: [], aiQuestions: [] };
  for (const { branchId, createdBy, content } of owners) {
    const owner = { companyId: company.id, branchId };
    rows.chatSettings.push({ ...owner, ...content.chat, updatedAt: now });
    for (const task of content.tasks) {
      rows.aiTasks.push({ id: newId(), ...owner, createdBy, content: task });
    }
    for (const entry of content.questions) {
      rows.aiQuestions.push({ id: newId(), ...owner, createdBy, ...entry });
    }
  }
  return rows;
}
