import { notify, notifyError } from '../../lib/notify';

/** Copies a text and says so with the spec's toast ('Copiado para área de transfêrencia'). */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify('success', done);
  } catch (error) {
    notifyError(error);
  }
}
