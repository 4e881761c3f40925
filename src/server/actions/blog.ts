import { z } from 'zod';
import {
  blogPostSaveInput,
  cleanTitle,
  generationInput,
  generationRequest,
  photoSearchTerms,
  scheduleTweetInput,
  titleRequest,
  translationInput,
  tweetInput,
} from '../../domain/blog';
import { translatePost } from '../blog/translate';
import { AiError } from '../ai';
import { findPhoto, PhotoError } from '../photos';
import { deletePost, listAllPosts, publishPost, saveAndPublish } from '../blog/admin';
import { cancelScheduledXPost, clearXLog, loadXOverview, recordXPost, scheduleXPost } from '../social/posting';
import { getAi, getDatabase, getPhotos, getRebuild, getSocial, siteUrl } from '../services';
import { adminAction } from './define';
import { failure } from './failure';
import type { Reason } from '../../domain/errors';

const id = z.object({ id: z.uuid() });
const notFound = () => failure('not_found');
/** X's own failures are sentences of their own ("Failed to post tweet: …"); the rest follow "Failed to post:". */
const xFailure = (outcome: { reason: Reason; byX?: boolean }) =>
  failure(outcome.byX ? 'x_failed' : 'x_refused', { reason: outcome.reason });

export const list = adminAction({
  input: z.object({}).default({}),
  async handler(_input, ctx) {
    return { posts: await listAllPosts(ctx.caller) };
  },
});

export const save = adminAction({
  input: blogPostSaveInput,
  async handler(input, ctx) {
    const deps = { db: await getDatabase(), social: await getSocial(), rebuild: await getRebuild() };
    const result = await saveAndPublish(deps, ctx.session.claims, input, new Date(), siteUrl());
    if (!result.ok) throw result.error === 'not_found' ? notFound() : failure(result.error);
    return { post: result.post, published: result.published };
  },
});

export const remove = adminAction({
  input: id,
  async handler(input, ctx) {
    if (!(await deletePost(ctx.caller, input.id))) throw notFound();
    return { deleted: true as const };
  },
});

export const publish = adminAction({
  input: id,
  async handler(input, ctx) {
    const deps = { db: await getDatabase(), social: await getSocial(), rebuild: await getRebuild() };
    const result = await publishPost(deps, ctx.session.claims, input.id, siteUrl());
    if (!result) throw notFound();
    return result;
  },
});

/**
 * AI draft (spec §7 "AI content"): a title and an HTML body from the topic, then a stock photo.
 * The AI's failure stops the draft; a photo failure only adds a warning (spec §8).
 */
export const generate = adminAction({
  input: generationInput,
  async handler(input) {
    const ai = await getAi();
    let title: string;
    let content: string;
    try {
      [title, content] = await Promise.all([
        ai.complete(titleRequest(input.topic)).then(cleanTitle),
        ai.complete(generationRequest(input.topic, input.length, input.tone)),
      ]);
    } catch (error) {
      if (error instanceof AiError) throw failure('ai_failed', { reason: error.reason });
      throw error;
    }
    try {
      const photo = await findPhoto(await getPhotos(), photoSearchTerms(input.topic));
      return { title, content, photo, photoWarning: photo ? null : 'no_photo' };
    } catch (error) {
      // The editor says only that there is no image; the code is for a caller that wants to know why.
      if (error instanceof PhotoError) return { title, content, photo: null, photoWarning: error.code };
      throw error;
    }
  },
});

/**
 * "Translate with AI" (decision 0022): the other language's version drafted from this one, for the
 * editor to show; nothing is saved until the admin saves.
 */
export const translate = adminAction({
  input: translationInput,
  async handler(input) {
    try {
      const texts = await translatePost(await getAi(), input.direction, input.source);
      if (!texts) throw failure('ai_unreadable');
      return { texts };
    } catch (error) {
      if (error instanceof AiError) throw failure('ai_failed', { reason: error.reason });
      throw error;
    }
  },
});

export const xOverview = adminAction({
  input: z.object({}).default({}),
  async handler(_input, ctx) {
    return loadXOverview(ctx.caller);
  },
});

export const xPost = adminAction({
  input: tweetInput,
  async handler(input, ctx) {
    const outcome = await recordXPost(ctx.caller, await getSocial(), input);
    if (!outcome.ok) throw 'missingPost' in outcome ? notFound() : xFailure(outcome);
    return outcome;
  },
});

export const xSchedule = adminAction({
  input: scheduleTweetInput,
  async handler(input, ctx) {
    const outcome = await scheduleXPost(ctx.caller, {
      ...input,
      runAt: new Date(input.runAt),
      now: new Date(),
    });
    if (!outcome.ok) throw 'missingPost' in outcome ? notFound() : xFailure(outcome);
    return outcome;
  },
});

export const xCancel = adminAction({
  input: id,
  async handler(input, ctx) {
    if (!(await cancelScheduledXPost(ctx.caller, input.id))) throw notFound();
    return { cancelled: true as const };
  },
});

export const xClearLog = adminAction({
  input: z.object({}).default({}),
  async handler(_input, ctx) {
    await clearXLog(ctx.caller);
    return { cleared: true as const };
  },
});
