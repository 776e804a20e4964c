CREATE TABLE "waste_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"volume" integer NOT NULL,
	"extra_pickup_hellers" integer NOT NULL,
	CONSTRAINT "waste_prices_bin" UNIQUE("kind","volume")
);
--> statement-breakpoint
-- The price list the code held until now: extra pickups of mixed waste are paid by volume.
INSERT INTO "waste_prices" ("kind", "volume", "extra_pickup_hellers") VALUES ('smesny', 120, 15000), ('smesny', 240, 25000), ('smesny', 1100, 90000);
