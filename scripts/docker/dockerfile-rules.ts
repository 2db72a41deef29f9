import { DockerfileParser, PropertyInstruction, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

export interface BuildContext {
  /** Whether a path, relative to the context root, exists in the repository. */
  exists(relativePath: string): boolean;
  /** Whether .dockerignore leaves that path out of the build context. */
  ignored(relativePath: string): boolean;
}

export interface DockerfileReport {
  problems: string[];
  /** The user the final stage runs as (its last USER), if any. */
  finalUser: string | undefined;
  /** The variables the final stage's ENV instructions set. */
  finalEnv: Record<string, string>;
}

interface Stage {
  name: string | null;
  image: string;
  instructions: Instruction[];
  line: number;
}

const ROOT_USER = /^(?:root|0)(?::.*)?$/;

function splitStages(content: string): { stages: Stage[]; globalArgs: Map<string, string> } {
  const stages: Stage[] = [];
  const globalArgs = new Map<string, string>();
  const dockerfile = DockerfileParser.parse(content);
  const froms = dockerfile.getFROMs();
  for (const instruction of dockerfile.getInstructions()) {
    const from = froms.find(
      (candidate) => candidate.getRange().start.line === instruction.getRange().start.line,
    );
    if (from) {
      stages.push({
        name: from.getBuildStage(),
        image: from.getImage() ?? '',
        instructions: [],
        line: instruction.getRange().start.line + 1,
      });
    } else if (stages.length === 0 && instruction.getKeyword() === 'ARG') {
      for (const [name, value] of Object.entries(propertiesOf(instruction))) {
        globalArgs.set(name, value);
      }
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { stages, globalArgs };
}

/** The NAME=value pairs of an ENV or ARG instruction. */
function propertiesOf(instruction: Instruction): Record<string, string> {
  if (!(instruction instanceof PropertyInstruction)) return {};
  return Object.fromEntries(
    instruction
      .getProperties()
      .map((property) => [property.getName(), property.getUnescapedValue() ?? '']),
  );
}

function argumentsOf(instruction: Instruction): string[] {
  const content = (instruction.getArgumentsContent() ?? '').trim();
  if (content.startsWith('[')) {
    try {
      return JSON.parse(content) as string[];
    } catch {
      // not JSON after all: the shell form below
    }
  }
  return instruction.getArguments().map((argument) => argument.getValue());
}

function baseImageProblems(
  stage: Stage,
  earlier: Set<string>,
  args: Map<string, string>,
): string[] {
  const image = stage.image.replace(/\$\{?(\w+)\}?/g, (_, name: string) => args.get(name) ?? '');
  if (earlier.has(image)) return [];
  const last = image.split('/').pop() ?? '';
  if (last.includes('@sha256:')) return [];
  const tag = last.split(':')[1];
  return tag === undefined || tag === '' || tag === 'latest'
    ? [`line ${stage.line}: base image ${stage.image} is not pinned to a version`]
    : [];
}

/** A COPY source as a path in the context; a wildcard is checked through its folder. */
function contextPathOf(source: string): string {
  const wildcard = /[*?[]/.exec(source);
  const literal = wildcard ? source.slice(0, wildcard.index).replace(/[^/]*$/, '') : source;
  return literal.replace(/^\.\/+/, '').replace(/\/+$/, '') || '.';
}

function copyProblems(stage: Stage, earlier: Set<string>, context: BuildContext): string[] {
  const problems: string[] = [];
  for (const instruction of stage.instructions) {
    const keyword = instruction.getKeyword();
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    const line = instruction.getRange().start.line + 1;
    const fromFlag = /(?:^|\s)--from=(\S+)/.exec(instruction.getTextContent())?.[1];
    if (fromFlag !== undefined) {
      if (!earlier.has(fromFlag)) {
        problems.push(`line ${line}: COPY --from=${fromFlag} names no earlier stage`);
      }
      continue;
    }
    const sources = argumentsOf(instruction).slice(0, -1);
    if (keyword === 'ADD' && !sources.every((source) => /^https?:\/\//.test(source))) {
      problems.push(`line ${line}: ADD of local files; use COPY`);
    }
    for (const source of sources) {
      const path = contextPathOf(source);
      if (!context.exists(path)) {
        problems.push(`line ${line}: COPY source ${source} does not exist`);
      } else if (context.ignored(path)) {
        problems.push(`line ${line}: COPY source ${source} is excluded by .dockerignore`);
      }
    }
  }
  return problems;
}

function finalStageProblems(stage: Stage): { problems: string[]; user: string | undefined } {
  const problems: string[] = [];
  const of = (keyword: string) => stage.instructions.filter((i) => i.getKeyword() === keyword);
  const user = of('USER').at(-1)?.getArgumentsContent()?.trim();
  if (user === undefined || ROOT_USER.test(user)) {
    problems.push(`line ${stage.line}: the final stage runs as root; add a USER`);
  }
  const healthcheck = of('HEALTHCHECK').at(-1);
  if (
    healthcheck === undefined ||
    /^NONE\b/i.test(healthcheck.getArgumentsContent()?.trim() ?? '')
  ) {
    problems.push(`line ${stage.line}: the final stage has no HEALTHCHECK`);
  }
  return { problems, user };
}

/**
 * Lints a Dockerfile without an engine: dockerfile-utils' validator (what the builder would
 * refuse), then the project's rules: multi-stage, pinned base images, COPY sources that exist and
 * reach the build context, and a final stage with a non-root USER and a HEALTHCHECK.
 */
export function checkDockerfile(content: string, context: BuildContext): DockerfileReport {
  const problems = validate(content).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const { stages, globalArgs } = splitStages(content);
  if (stages.length < 2) problems.push('not multi-stage: build in one stage, run from another');
  const earlier = new Set<string>();
  stages.forEach((stage, index) => {
    problems.push(...baseImageProblems(stage, earlier, globalArgs));
    problems.push(...copyProblems(stage, earlier, context));
    if (stage.name) earlier.add(stage.name);
    earlier.add(String(index));
  });
  const last = stages.at(-1);
  if (last === undefined) {
    return { problems: [...problems, 'no FROM'], finalUser: undefined, finalEnv: {} };
  }
  const final = finalStageProblems(last);
  const finalEnv = Object.assign(
    {},
    ...last.instructions.filter((i) => i.getKeyword() === 'ENV').map(propertiesOf),
  ) as Record<string, string>;
  return { problems: [...problems, ...final.problems], finalUser: final.user, finalEnv };
}
