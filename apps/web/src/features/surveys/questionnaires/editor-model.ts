import {
  type AuthoringError,
  allQuestions,
  DEFAULT_STAR_SCALE,
  groupsOf,
  npsOptions,
  type Question,
  type QuestionOption,
  type QuestionType,
} from '@gm/domain/questionnaire';

/**
 * The questionnaire editor's pure rules (docs/decisions/0044-survey-staff-screens.md): the draft is the engine's own
 * question tree (@gm/domain/questionnaire), changed by these functions only, so what the preview shows and what
 * SalvarQuestionarioService receives are the same thing. A question is addressed by its code (codPer), unique in the
 * tree; children share their parent's group.
 */

/** The next free question code (codes are never reused inside a draft, so a server error names one question). */
export function nextCode(questions: readonly Question[]): number {
  return allQuestions(questions).reduce((max, q) => Math.max(max, q.codPer), 0) + 1;
}

/** The next free option code of a question. */
export function nextOptionCode(options: readonly QuestionOption[]): number {
  return options.reduce((max, o) => Math.max(max, o.codOpt), 0) + 1;
}

/** Applies `change` to one question anywhere in the tree. */
export function updateQuestion(questions: readonly Question[], codPer: number, change: (q: Question) => Question): Question[] {
  return questions.map((q) => {
    if (q.codPer === codPer) return change(q);
    if (q.children?.length) return { ...q, children: updateQuestion(q.children, codPer, change) };
    return q;
  });
}

/** Removes one question (and its children) anywhere in the tree. */
export function removeQuestion(questions: readonly Question[], codPer: number): Question[] {
  return questions
    .filter((q) => q.codPer !== codPer)
    .map((q) => (q.children?.length ? { ...q, children: removeQuestion(q.children, codPer) } : q));
}

/** The question with this code, and its parent (null at the top level). */
export function findQuestion(
  questions: readonly Question[],
  codPer: number,
  parent: Question | null = null,
): { question: Question; parent: Question | null } | null {
  for (const q of questions) {
    if (q.codPer === codPer) return { question: q, parent };
    const inner = q.children?.length ? findQuestion(q.children, codPer, q) : null;
    if (inner) return inner;
  }
  return null;
}

/**
 * Moves a question one place up (-1) or down (+1) among its siblings; at the top level it stays inside its group
 * (it changes place with the previous or next question of the same group). Nothing moves past an end.
 */
export function moveQuestion(questions: readonly Question[], codPer: number, delta: -1 | 1): Question[] {
  const i = questions.findIndex((q) => q.codPer === codPer);
  if (i < 0) return questions.map((q) => (q.children?.length ? { ...q, children: moveQuestion(q.children, codPer, delta) } : q));
  const grupo = questions[i]!.grupo;
  let j = i + delta;
  while (j >= 0 && j < questions.length && questions[j]!.grupo !== grupo) j += delta;
  if (j < 0 || j >= questions.length) return [...questions];
  const out = [...questions];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

/** A new question of a type, with what the type needs (options for choices, a scale for stars). */
export function blankQuestion(codPer: number, grupo: string, tipoPer: QuestionType): Question {
  return withType({ codPer, grupo, tipoPer: 'smallText', descrPer: '' }, tipoPer);
}

/**
 * The question as another type: choices keep their options (or get two empty ones), stars get a scale, the metric
 * stays only where it can be counted (NPS on a 0-10 choice, a rating on stars). Children stay; a condition that no
 * longer fits is shown as an authoring error on the child.
 */
export function withType(q: Question, tipoPer: QuestionType): Question {
  const { options, scale, metric, ...rest } = q;
  const next: Question = { ...rest, tipoPer };
  if (tipoPer === 'radiobox' || tipoPer === 'checkbox') {
    next.options = options?.length
      ? options
      : [
          { codOpt: 1, value: 1, descrPer: '' },
          { codOpt: 2, value: 2, descrPer: '' },
        ];
  }
  if (tipoPer === 'stars') next.scale = scale ?? DEFAULT_STAR_SCALE;
  if ((metric === 'nps' && tipoPer === 'radiobox') || (metric === 'rating' && tipoPer === 'stars')) next.metric = metric;
  return next;
}

/** Adds a question at the end of a group (top level) or as the last child of a parent (sharing its group). */
export function addQuestion(
  questions: readonly Question[],
  at: { grupo: string } | { parent: number },
  tipoPer: QuestionType,
): { questions: Question[]; codPer: number } {
  const codPer = nextCode(questions);
  if ('parent' in at) {
    const found = findQuestion(questions, at.parent);
    const grupo = found?.question.grupo ?? '';
    const child = blankQuestion(codPer, grupo, tipoPer);
    return { questions: updateQuestion(questions, at.parent, (p) => ({ ...p, children: [...(p.children ?? []), child] })), codPer };
  }
  const q = blankQuestion(codPer, at.grupo, tipoPer);
  const lastOfGroup = questions.map((x) => x.grupo).lastIndexOf(at.grupo);
  const out = [...questions];
  out.splice(lastOfGroup < 0 ? out.length : lastOfGroup + 1, 0, q);
  return { questions: out, codPer };
}

/** Renames a group: every question of it, children included, takes the new (multilingual) name. */
export function renameGroup(questions: readonly Question[], from: string, to: string): Question[] {
  const rename = (list: readonly Question[]): Question[] =>
    list.map((q) => (q.grupo === from ? { ...q, grupo: to, ...(q.children?.length ? { children: rename(q.children) } : {}) } : q));
  return rename(questions);
}

/** A group name no group has yet: `make(n)` from the number of groups plus one, then the next numbers. */
export function newGroupName(questions: readonly Question[], make: (n: number) => string): string {
  const taken = new Set(groupsOf(questions).map((g) => g.grupo));
  for (let n = taken.size + 1; ; n++) {
    const name = make(n);
    if (!taken.has(name)) return name;
  }
}

/** The 0-10 scale of a recommendation question (NPS). */
export function asNpsQuestion(q: Question): Question {
  return { ...q, tipoPer: 'radiobox', metric: 'nps', options: npsOptions() };
}

/** An option value as typed: whole numbers are numbers (so conditions compare them as numbers), other text stays text. */
export function optionValueOf(typed: string): string | number {
  const s = typed.trim();
  return /^-?\d{1,9}$/.test(s) ? Number(s) : s;
}

/** Authoring errors by question code (the engine's local check and the server's 422 `questions.<codPer>` alike). */
export function errorsByQuestion<E extends { codPer: number }>(errors: readonly E[]): Map<number, E[]> {
  const out = new Map<number, E[]>();
  for (const e of errors) out.set(e.codPer, [...(out.get(e.codPer) ?? []), e]);
  return out;
}

/** The server's field errors of a refused publish (`questions.<codPer>`), by question code; others left out. */
export function serverQuestionErrors(errors: readonly { path: string; message: string }[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const e of errors) {
    const m = /^questions\.(\d+)$/.exec(e.path);
    if (!m) continue;
    const code = Number(m[1]);
    out.set(code, [...(out.get(code) ?? []), e.message]);
  }
  return out;
}

export type { AuthoringError };
