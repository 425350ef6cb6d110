// Redocly plugin with the project's contract rules (see redocly.yaml):
//   staykit/error-responses-use-envelope  every 4xx and 5xx response is JSON in the shared ErrorEnvelope
//   staykit/operation-lists-its-errors    every operation lists the errors it can return, as named
//                                          examples `code_<code>` under the status the catalogue gives;
//                                          a POST answering 201 takes an Idempotency-Key
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const catalogue = parse(
  readFileSync(new URL('../openapi/catalogue/error-codes.yaml', import.meta.url), 'utf8'),
);
const statusOf = new Map(catalogue.codes.map((entry) => [entry.code, entry.status]));

const isError = (status) => /^[45]\d\d$/.test(String(status));
// Follows a $ref relative to the file it was written in; returns the node and that file, so refs
// nested inside a referenced component resolve against the right file.
function follow(ctx, node, from) {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return { node, from };
  const resolved = ctx.resolve(node, from);
  return { node: resolved.node, from: resolved.location?.source.absoluteRef ?? from };
}
const resolve = (ctx, node, from) => follow(ctx, node, from).node;
const responseMedia = (ctx, raw) => {
  const response = follow(ctx, raw);
  return { media: response.node?.content?.['application/json'], from: response.from };
};

function ErrorResponsesUseEnvelope() {
  return {
    Operation: {
      enter(operation, ctx) {
        for (const [status, raw] of Object.entries(operation.responses ?? {})) {
          if (!isError(status)) continue;
          const { media, from } = responseMedia(ctx, raw);
          const schema = resolve(ctx, media?.schema, from);
          if (schema?.title !== 'ErrorEnvelope') {
            ctx.report({
              message: `${status} response must be application/json with the shared ErrorEnvelope schema.`,
              location: ctx.location.child(['responses', status]),
            });
          }
        }
      },
    },
  };
}

function OperationListsItsErrors() {
  return {
    Operation: {
      enter(operation, ctx) {
        const responses = operation.responses ?? {};
        const here = (status) => ctx.location.child(['responses', status]);
        const examplesAt = (status) => {
          const { media, from } = responseMedia(ctx, responses[status]);
          return Object.fromEntries(
            Object.entries(media?.examples ?? {}).map(([name, example]) => [
              name,
              resolve(ctx, example, from),
            ]),
          );
        };
        const statuses = Object.keys(responses);
        if (!statuses.some((status) => /^4\d\d$/.test(status))) {
          ctx.report({
            message: 'Operation must list its 4xx responses.',
            location: ctx.location.child('responses'),
          });
        }
        for (const required of ['429', '503']) {
          if (!responses[required]) {
            ctx.report({
              message: `Operation must document ${required}.`,
              location: ctx.location.child('responses'),
            });
          }
        }
        for (const status of statuses.filter(isError)) {
          const examples = examplesAt(status);
          if (Object.keys(examples).length === 0) {
            ctx.report({
              message: `${status} response needs at least one named error example.`,
              location: here(status),
            });
          }
          for (const [name, rawExample] of Object.entries(examples)) {
            const code = name.replace(/^code_/, '');
            const expected = statusOf.get(code);
            if (!name.startsWith('code_') || expected === undefined) {
              ctx.report({
                message: `Example "${name}" must be named code_<ErrorCode>.`,
                location: here(status),
              });
              continue;
            }
            if (String(expected) !== status) {
              ctx.report({
                message: `Code ${code} belongs under ${expected} (catalogue), not ${status}.`,
                location: here(status),
              });
            }
            const value = rawExample?.value;
            const sent = value?.errors?.[0]?.code;
            if (sent !== code) {
              ctx.report({ message: `Example "${name}" must carry code ${code}.`, location: here(status) });
            }
          }
        }
        // The refresh operation answers an expired session itself, so it cannot answer 4000.
        const usesClientSession =
          !operation['x-refreshes-client-session'] &&
          (operation.security ?? [{ clientSession: [] }]).some(
            (requirement) => 'clientSession' in requirement,
          );
        if (usesClientSession && !('code_4000' in examplesAt('403'))) {
          ctx.report({
            message: 'Operation sends the client session, so its 403 must list code_4000.',
            location: ctx.location.child('responses'),
          });
        }
        const requiresUser =
          (operation.security ?? []).length > 0 &&
          operation.security.every((requirement) => 'bearerAuth' in requirement);
        if (requiresUser && !('code_unauthorized' in examplesAt('401'))) {
          ctx.report({
            message: 'Operation requires a user token, so its 401 must list code_unauthorized.',
            location: ctx.location.child('responses'),
          });
        }
        const idempotent = (operation.parameters ?? []).some(
          (parameter) => resolve(ctx, parameter)?.name === 'Idempotency-Key',
        );
        if (ctx.key === 'post' && responses['201'] && !idempotent) {
          ctx.report({
            message: 'A POST that creates something (201) must take the Idempotency-Key header.',
            location: ctx.location.child('parameters'),
          });
        }
        if (idempotent && !('code_idempotency_key_reused' in examplesAt('422'))) {
          ctx.report({
            message: 'Operation takes an Idempotency-Key, so its 422 must list code_idempotency_key_reused.',
            location: ctx.location.child('responses'),
          });
        }
      },
    },
  };
}

export default function staykitRules() {
  return {
    id: 'staykit',
    rules: {
      oas3: {
        'error-responses-use-envelope': ErrorResponsesUseEnvelope,
        'operation-lists-its-errors': OperationListsItsErrors,
      },
    },
  };
}
