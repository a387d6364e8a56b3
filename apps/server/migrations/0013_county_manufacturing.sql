CREATE TABLE "county_manufacturing" (
	"year" smallint NOT NULL,
	"county_fips" text NOT NULL,
	"industry" text NOT NULL,
	"establishments" integer NOT NULL,
	"employment" integer NOT NULL,
	"consumption_usd" bigint NOT NULL,
	CONSTRAINT "county_manufacturing_pkey" PRIMARY KEY("year","county_fips","industry"),
	CONSTRAINT "county_manufacturing_check" CHECK ("county_manufacturing"."establishments" >= 1 and "county_manufacturing"."employment" >= "county_manufacturing"."establishments" and "county_manufacturing"."consumption_usd" >= 0)
);

CREATE TABLE "county_manufacturing_counties" (
	"county_fips" text PRIMARY KEY NOT NULL,
	"county_name" text NOT NULL,
	"state_code" text NOT NULL
);

