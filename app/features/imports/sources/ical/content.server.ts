import type ICAL from 'ical.js';
import { perexOf, textToHtml } from '../text.server.ts';
import { type Html, looksHtml, pictureNotes, walkHtml } from './html.server.ts';
import { text, unescapeText } from './values.server.ts';

// What an event says of itself: its title, its text (or HTML), its place, organizer, categories and address.

function organizerOf(component: ICAL.Component): string {
  const property = component.getFirstProperty('organizer');
  if (!property) return '';
  const name = property.getParameter('cn');
  if (typeof name === 'string' && name.trim()) return name.trim();
  const value = property.getFirstValue();
  return typeof value === 'string' ? value.replace(/^mailto:/i, '').trim() : '';
}

/** What the event says of itself: its title, text, place and the rest, an override's falling back to its series'. */
export interface Content {
  title: string;
  perex: string;
  body: string;
  /** The source's own description (its text), for telling an edited occurrence. */
  said: string;
  place: string;
  organizer: string;
  categories: string[];
  url: string;
  notes: string[];
}

/** The HTML the event gives beside its text (Outlook's X-ALT-DESC), its escapes undone. */
function alternativeOf(vevent: ICAL.Component): string {
  const value = vevent
    .getAllProperties('x-alt-desc')
    .find((p) => String(p.getParameter('fmttype') ?? '').toLowerCase() === 'text/html')
    ?.getFirstValue();
  return typeof value === 'string' ? unescapeText(value) : '';
}

export function contentOf(vevent: ICAL.Component, series: Content | null): Content {
  const title = text(vevent, 'summary') || series?.title || '';
  const description = text(vevent, 'description');
  let html: Html | null = walkHtml(alternativeOf(vevent));
  // Outlook's X-ALT-DESC is often an empty document beside a DESCRIPTION.
  if (!html.text && !html.pictures) html = looksHtml(description) ? walkHtml(description) : null;
  const said = html ? html.text : description.replace(/\s+/g, ' ').trim();
  const notes = html ? pictureNotes(html.undescribed) : [];
  if (!said && !html && series) return { ...series, title, notes };
  return {
    title,
    perex: perexOf(said) || title,
    body: html ? html.body : textToHtml(description),
    said,
    place: text(vevent, 'location') || series?.place || '',
    organizer: organizerOf(vevent) || series?.organizer || '',
    categories: vevent.getAllProperties('categories').flatMap((p) => p.getValues().map((v) => String(v).trim())),
    url: text(vevent, 'url') || series?.url || '',
    notes,
  };
}
