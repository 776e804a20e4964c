ALTER TABLE "posters" ADD COLUMN "image_media_id" integer;--> statement-breakpoint
ALTER TABLE "posters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;