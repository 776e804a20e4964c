CREATE TABLE "stats_empty_searches" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "stats_empty_searches_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "stats_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "stats_referrers_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
CREATE TABLE "stats_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "stats_views_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "stats_visitor_hashes" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "stats_visitor_hashes_day_path_hash_pk" PRIMARY KEY("day","path","hash")
);
--> statement-breakpoint
CREATE TABLE "stats_visitors" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "stats_visitors_day_path_pk" PRIMARY KEY("day","path")
);
