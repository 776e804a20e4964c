ALTER TABLE "data_box_messages" ALTER COLUMN "case_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "data_box_messages" ALTER COLUMN "case_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD COLUMN "reply_to" integer;--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD COLUMN "recipient_ref" text;--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD COLUMN "recipient_ident" text;--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD CONSTRAINT "data_box_messages_reply_to_data_box_received_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."data_box_received"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_box_messages_reply" ON "data_box_messages" USING btree ("reply_to");--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD CONSTRAINT "data_box_messages_about" CHECK ("data_box_messages"."case_id" is not null or "data_box_messages"."reply_to" is not null);