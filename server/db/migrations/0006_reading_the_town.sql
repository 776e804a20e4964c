CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_category_links" (
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "event_category_links_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "event_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"body" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"recurrence_weeks" integer,
	"recurrence_until" date,
	"place" text NOT NULL,
	"price" text,
	"organizer" text NOT NULL,
	"contact" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"image_width" integer,
	"image_height" integer,
	"image_alt" text,
	"proposer_name" text,
	"proposer_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"article_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "galleries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"caption" text
);
--> statement-breakpoint
CREATE TABLE "overviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"tiles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overviews_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"dated" timestamp with time zone NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_occurrences_event_start" ON "event_occurrences" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_occurrences_range" ON "event_occurrences" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "event_occurrences_ends" ON "event_occurrences" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_status" ON "events" USING btree ("status");--> statement-breakpoint
CREATE INDEX "galleries_article" ON "galleries" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery" ON "gallery_photos" USING btree ("gallery_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref" ON "search_documents" USING btree ("type","ref_id");--> statement-breakpoint
CREATE INDEX "search_documents_terms" ON "search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);