CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"body" text NOT NULL,
	"category_id" integer,
	"image_url" text,
	"image_width" integer,
	"image_height" integer,
	"image_alt" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_kind_slug" ON "articles" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "articles_listing" ON "articles" USING btree ("kind","published_at" DESC NULLS LAST) WHERE "articles"."published_at" is not null;