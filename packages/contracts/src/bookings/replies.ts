import { z } from 'zod';

/** ResumoOperacaoService: the home counts of the hotel's today. */
export const operationSummaryReply = z.object({
  status: z.literal(1),
  dataReferencia: z.string(),
  chegadasHoje: z.number().int(),
  chegadasPendentes: z.number().int(),
  hospedados: z.number().int(),
  saidasHoje: z.number().int(),
  saidasPendentes: z.number().int(),
  cadastrosPendentes: z.number().int(),
});
export type OperationSummary = z.infer<typeof operationSummaryReply>;
