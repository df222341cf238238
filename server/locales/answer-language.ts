import type { MiddlewareHandler } from 'hono';
import { type Db, prepared } from '../db';
import { type Language, localNumber, negotiateLanguage, translate } from './index';

interface RankText {
  name_de: string;
  description_de: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Value boxes whose value is a number the engine wrote in English ("8,000", "+2.3"). */
const NUMBER_VALUED = new Set(['people', 'trending_up']);

function localBox(box: Json, language: Language): Json {
  if (!box || typeof box !== 'object' || Array.isArray(box)) return box;
  const text = (key: string) =>
    typeof box[key] === 'string' ? translate(box[key], language) : box[key]!;
  const value = typeof box.value === 'string' ? box.value : '';
  return {
    ...box,
    name: text('name'),
    value: NUMBER_VALUED.has(String(box.icon))
      ? localNumber(value, language)
      : value === 'None'
        ? translate(value, language)
        : box.value!,
    impact_description: text('impact_description'),
    description: text('description'),
  };
}

/**
 * An answer's JSON in `language`: the server's own sentences (value boxes, a result's state
 * message, a rank, an error's detail and field messages) translated; everything that came from the
 * data (names, keywords, comments) as stored. Results are cached once, in English; this runs per
 * answer, so one cached result serves every language.
 */
export function localizeBody(body: Json, language: Language, db: Db, isError: boolean): Json {
  const walk = (value: Json, key?: string): Json => {
    if (typeof value === 'string') {
      return isError || key === 'status_message' ? translate(value, language) : value;
    }
    if (Array.isArray(value)) {
      if (key === 'value_boxes') return value.map((box) => localBox(box, language));
      return value.map((item) => walk(item, isError ? key : undefined));
    }
    if (!value || typeof value !== 'object') return value;
    if (key === 'rank' && typeof value.id === 'number') {
      const german = prepared(db, 'SELECT name_de, description_de FROM ranks WHERE id = ?').get(
        value.id,
      ) as RankText | undefined;
      return german?.name_de
        ? {
            ...value,
            name: german.name_de,
            description: german.description_de || value.description!,
          }
        : value;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(body);
}

/**
 * Answers in the language the request asks for (`Accept-Language`), saying which
 * (`Content-Language`) and that the answer depends on it (`Vary`). English answers are the
 * handlers' own, byte for byte; other languages rewrite the JSON's server sentences.
 */
export function answerLanguage(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const language = negotiateLanguage(c.req.header('accept-language'));
    await next();
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    c.res.headers.set('Content-Language', language);
    c.res.headers.append('Vary', 'Accept-Language');
    if (language === 'en') return;
    const { status, headers } = c.res;
    const body = (await c.res.json()) as Json;
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(localizeBody(body, language, db, status >= 400)), {
      status,
      headers,
    });
  };
}
