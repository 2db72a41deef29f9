import { IdParamsSchema, LangQuerySchema } from '@mt/contracts/common';
import {
  AddTourTagSchema,
  TagInputSchema,
  TagListQuerySchema,
  TagSchema,
  TourTagParamsSchema,
  TourTagSchema,
} from '@mt/contracts/tours';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { z } from 'zod';
import type { TourRepository } from '../tours/tour-repository';
import { requireTourRow } from '../tours/routes';
import type { TagRepository } from './tag-repository';

const TAG_NOT_FOUND = 'Tag not found';

/** Tags and tour tags (docs/architecture.md, The API). */
export function registerTagRoutes(
  app: ServiceApp,
  deps: { tours: TourRepository; tags: TagRepository },
): void {
  const { tours, tags } = deps;

  app.get(
    '/api/tours/tags',
    { schema: { querystring: TagListQuerySchema, response: { 200: z.array(TagSchema) } } },
    async (request) => tags.findTags(request.query.lang),
  );

  app.post(
    '/api/tours/tags',
    { onRequest: app.requireAdmin, schema: { body: TagInputSchema, response: { 201: TagSchema } } },
    async (request, reply) => reply.status(201).send(tags.createTag(request.body)),
  );

  app.put(
    '/api/tours/tags/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, body: TagInputSchema, response: { 200: TagSchema } },
    },
    async (request) =>
      tags.updateTag(request.params.id, request.body) ?? Promise.reject(notFound(TAG_NOT_FOUND)),
  );

  app.delete(
    '/api/tours/tags/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!tags.deleteTag(request.params.id)) throw notFound(TAG_NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/tours/tours/:id/tags',
    {
      schema: {
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: z.array(TourTagSchema) },
      },
    },
    async (request) => {
      requireTourRow(tours, request.params.id);
      return tags.findTourTags(request.params.id, request.query.lang);
    },
  );

  app.post(
    '/api/tours/tours/:id/tags',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, body: AddTourTagSchema, response: { 201: TourTagSchema } },
    },
    async (request, reply) => {
      requireTourRow(tours, request.params.id);
      const tag = tags.findTag(request.body.tag_id);
      if (!tag) throw notFound(TAG_NOT_FOUND);
      return reply.status(201).send(tags.addTourTag(request.params.id, tag));
    },
  );

  app.delete(
    '/api/tours/tours/:id/tags/:tagId',
    { onRequest: app.requireAdmin, schema: { params: TourTagParamsSchema } },
    async (request, reply) => {
      requireTourRow(tours, request.params.id);
      if (!tags.removeTourTag(request.params.id, request.params.tagId))
        throw notFound('This tag is not on this tour');
      return reply.status(204).send();
    },
  );
}
