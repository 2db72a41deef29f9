import { TourExtraSchema, TourSellingSchema } from '@mt/contracts/selling';
import type {
  PriceCategoryInput,
  TourExtra,
  TourExtraInput,
  TourOptionInput,
  TourSelling,
} from '@mt/contracts/selling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { usePublicTourMutation } from './public-tour-mutation';

/**
 * What a tour sells (docs/decisions/074): its price categories and options as the public read
 * answers them in English (the stored English, with the stored French beside it), and every
 * extra from the admin's list, those off sale too.
 */
export async function getTourSelling(tourId: number, signal?: AbortSignal): Promise<TourSelling> {
  return TourSellingSchema.parse(
    await api.get<unknown>(`/api/tours/tours/${tourId}/selling?lang=en`, { signal }),
  );
}

export async function getTourExtras(tourId: number, signal?: AbortSignal): Promise<TourExtra[]> {
  return z
    .array(TourExtraSchema)
    .parse(await api.get<unknown>(`/api/tours/tours/${tourId}/extras?lang=en`, { signal }));
}

export const useTourSelling = (tourId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.selling(tourId),
      queryFn: ({ signal }) => getTourSelling(tourId, signal),
    }),
  );

export const useTourExtras = (tourId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.tourExtras(tourId),
      queryFn: ({ signal }) => getTourExtras(tourId, signal),
    }),
  );

/** A category or an option changed: the tour's selling reloads (an option's prices follow). */
const reloadSelling = ({ tourId }: { tourId: number }) => [adminKeys.selling(tourId)];
/** An extra changed: the admin's list and the public read, which lists those on sale. */
const reloadExtras = ({ tourId }: { tourId: number }) => [
  adminKeys.tourExtras(tourId),
  adminKeys.selling(tourId),
];

type Save<Input> = { tourId: number; id: number | null; input: Input };
type Remove = { tourId: number; id: number };

/** POST /tours/{tourId}/{kind} for a new one (id null), PUT /{kind}/{id} for an edit. */
const save = <Input>(kind: 'categories' | 'options' | 'extras') =>
  function saveSold({ tourId, id, input }: Save<Input>): Promise<unknown> {
    return id === null
      ? api.post<unknown>(`/api/tours/tours/${tourId}/${kind}`, input)
      : api.put<unknown>(`/api/tours/${kind}/${id}`, input);
  };

const remove = (kind: 'categories' | 'options' | 'extras') =>
  function removeSold({ id }: Remove): Promise<void> {
    return api.delete<void>(`/api/tours/${kind}/${id}`);
  };

export const useSaveCategory = () =>
  usePublicTourMutation(save<PriceCategoryInput>('categories'), reloadSelling);
export const useDeleteCategory = () => usePublicTourMutation(remove('categories'), reloadSelling);

export const useSaveOption = () =>
  usePublicTourMutation(save<TourOptionInput>('options'), reloadSelling);
export const useDeleteOption = () => usePublicTourMutation(remove('options'), reloadSelling);

export const useSaveExtra = () =>
  usePublicTourMutation(save<TourExtraInput>('extras'), reloadExtras);
export const useDeleteExtra = () => usePublicTourMutation(remove('extras'), reloadExtras);
