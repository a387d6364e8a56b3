CREATE TABLE "awt_orders" (
	"period" date NOT NULL,
	"region" text NOT NULL,
	"category" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"value_usd" bigint NOT NULL,
	"participants" integer NOT NULL,
	CONSTRAINT "awt_orders_pkey" PRIMARY KEY("period","region","category"),
	CONSTRAINT "awt_orders_period_check" CHECK ("awt_orders"."period" = date_trunc('month', "awt_orders"."period")::date),
	CONSTRAINT "awt_orders_check" CHECK ("awt_orders"."orders" >= 0 and "awt_orders"."units" >= "awt_orders"."orders" and "awt_orders"."value_usd" >= 0 and "awt_orders"."participants" >= 0)
);

CREATE TABLE "econ_indicators" (
	"period" date NOT NULL,
	"indicator" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "econ_indicators_pkey" PRIMARY KEY("period","indicator"),
	CONSTRAINT "econ_indicators_period_check" CHECK ("econ_indicators"."period" = date_trunc('month', "econ_indicators"."period")::date)
);

