CREATE TABLE "pickup_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"bin_id" integer NOT NULL,
	"date" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"commitment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_orders_bin_date" UNIQUE("bin_id","date")
);
--> statement-breakpoint
CREATE TABLE "waste_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	CONSTRAINT "waste_addresses_house" UNIQUE("city","house_number")
);
--> statement-breakpoint
CREATE TABLE "waste_bin_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"bin_id" integer NOT NULL,
	"calendar_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_bin_links_user_bin" UNIQUE("user_id","bin_id")
);
--> statement-breakpoint
CREATE TABLE "waste_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"address_id" integer NOT NULL,
	"kind" text NOT NULL,
	"volume" integer NOT NULL,
	"weekday" integer NOT NULL,
	"every_weeks" integer NOT NULL,
	"anchor" text NOT NULL,
	"months" integer[] NOT NULL,
	"fee_hellers" integer NOT NULL,
	CONSTRAINT "waste_bins_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_bin_id_waste_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."waste_bins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_bin_links" ADD CONSTRAINT "waste_bin_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_bin_links" ADD CONSTRAINT "waste_bin_links_bin_id_waste_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."waste_bins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_bins" ADD CONSTRAINT "waste_bins_address_id_waste_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."waste_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waste_bin_links_token" ON "waste_bin_links" USING btree ("calendar_token_hash");