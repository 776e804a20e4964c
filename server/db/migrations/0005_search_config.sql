-- Site search (server/modules/search): diacritics-insensitive full-text search
-- and trigram similarity for typos. Both extensions are "trusted" since
-- PostgreSQL 13, so the database owner may create them; PGlite loads them
-- from its bundled contrib modules (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.vzorov (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.vzorov ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, simple;
