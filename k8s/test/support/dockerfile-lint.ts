// A small Dockerfile linter for the rules our images promise (no Docker engine here to build them):
// multi-stage, pinned bases, non-root, nothing but built output and production dependencies in the
// final stage, npm ci from the lock, an exec-form start so signals reach the process.

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

export interface ParsedDockerfile {
  args: Map<string, string>;
  stages: Stage[];
}

/** Instructions with continuation lines joined; comments and blank lines dropped. */
export function parseDockerfile(text: string): ParsedDockerfile {
  const instructions: Instruction[] = [];
  let pending = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (!pending) start = index + 1;
    if (pending && line.startsWith('#')) return;
    pending += (pending ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (line.endsWith('\\')) return;
    const [keyword = '', ...rest] = pending.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: start });
    pending = '';
  });
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = instruction.args.split('=');
      args.set(name, value);
    } else if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      stages.push({ image, ...(as?.toUpperCase() === 'AS' && name ? { name } : {}), instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { args, stages };
}

/** A FROM image with global ARG defaults filled in. */
export const resolveImage = (image: string, args: Map<string, string>): string =>
  image.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_match, name: string) => args.get(name) ?? '');

export interface LintOptions {
  kind: 'node' | 'static';
  /** The port the process listens on. */
  port: number;
}

export function lintDockerfile(text: string, options: LintOptions): string[] {
  const problems: string[] = [];
  const { args, stages } = parseDockerfile(text);
  const final = stages.at(-1);
  if (stages.length < 2) problems.push('not multi-stage: build tools would ship in the image');
  if (!final) return [...problems, 'no FROM'];
  const stageNames = new Set(stages.map((stage) => stage.name).filter(Boolean));

  for (const stage of stages) {
    const image = resolveImage(stage.image, args);
    if (stageNames.has(image)) continue;
    if (!/:[^/]+$/.test(image) && !image.includes('@')) problems.push(`FROM ${image}: no tag`);
    if (/:latest$/.test(image)) problems.push(`FROM ${image}: latest is not a version`);
  }
  const finalImage = resolveImage(final.image, args);
  const finalBase = stageNames.has(finalImage)
    ? resolveImage(stages.find((stage) => stage.name === finalImage)?.image ?? '', args)
    : finalImage;
  if (options.kind === 'node' && !/^node:24[.\w-]*slim/.test(finalBase))
    problems.push(`final stage runs on ${finalBase}, not a Node 24 slim image`);
  if (options.kind === 'static' && !/nginx-unprivileged/.test(finalBase))
    problems.push(`final stage runs on ${finalBase}, not nginx-unprivileged`);

  const all = stages.flatMap((stage) => stage.instructions);
  for (const instruction of all) {
    if (instruction.keyword === 'ADD') problems.push(`line ${instruction.line}: ADD (use COPY)`);
    if (instruction.keyword === 'RUN' && /\bnpm (install|i)\b/.test(instruction.args))
      problems.push(`line ${instruction.line}: npm install (use npm ci: the lock decides)`);
    if (instruction.keyword === 'RUN' && /\bsudo\b/.test(instruction.args))
      problems.push(`line ${instruction.line}: sudo`);
    if (
      (instruction.keyword === 'ENV' || instruction.keyword === 'ARG') &&
      /(PASSWORD|SECRET|TOKEN|PRIVATE_KEY)/i.test(instruction.args)
    )
      problems.push(
        `line ${instruction.line}: a secret in ${instruction.keyword} stays in the image's history`,
      );
  }

  const users = final.instructions.filter((instruction) => instruction.keyword === 'USER');
  const user = users.at(-1)?.args.split(':')[0];
  if (!user || user === 'root' || user === '0')
    problems.push('final stage runs as root (no USER, or USER root)');

  // The final stage takes only built output, production dependencies and server config.
  const devInstalled = new Set(
    stages
      .filter((stage) =>
        stage.instructions.some(
          (instruction) => /\bnpm ci\b/.test(instruction.args) && !/--omit=dev/.test(instruction.args),
        ),
      )
      .map((stage) => stage.name),
  );
  for (const instruction of final.instructions.filter((candidate) => candidate.keyword === 'COPY')) {
    const parts = instruction.args.split(/\s+/);
    const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length);
    const sources = parts.filter((part) => !part.startsWith('--')).slice(0, -1);
    if (!from) {
      const stray = sources.filter((source) => !source.startsWith('k8s/images/'));
      if (stray.length)
        problems.push(`line ${instruction.line}: final stage copies ${stray.join(', ')} from the sources`);
    } else if (devInstalled.has(from) && !sources.every((source) => /\/dist\/?$/.test(source)))
      problems.push(
        `line ${instruction.line}: final stage copies ${sources.join(', ')} from ${from}, which has dev dependencies`,
      );
  }

  if (options.kind === 'node') {
    const cmd = final.instructions.filter((instruction) => instruction.keyword === 'CMD').at(-1);
    if (!cmd || !/^\[\s*"node"/.test(cmd.args))
      problems.push('CMD is not ["node", ...]: signals must reach node for a graceful stop');
    if (
      !final.instructions.some(
        (instruction) => instruction.keyword === 'ENV' && /NODE_ENV=production/.test(instruction.args),
      )
    )
      problems.push('final stage does not set NODE_ENV=production');
  }
  const exposed = final.instructions
    .filter((instruction) => instruction.keyword === 'EXPOSE')
    .map((instruction) => Number(instruction.args.split('/')[0]));
  if (!exposed.includes(options.port))
    problems.push(`EXPOSE ${exposed.join(', ') || '(none)'} is not the port it listens on (${options.port})`);
  return problems;
}
