CREATE TABLE "catalog_menu_groups" (
	"menu_group_name" text PRIMARY KEY NOT NULL,
	"menu_group_sort_order" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);

-- Hand-written (issue 19, decision 084): every menu group the apps name becomes a record before the
-- foreign key is added. Its place follows today's menus: the group's first entry in menu order.
INSERT INTO "catalog_menu_groups" ("menu_group_name", "menu_group_sort_order")
SELECT "menu_group_name", (row_number() OVER (ORDER BY min("menu_sort_order"), "menu_group_name") * 10)::integer
FROM "catalog_apps" GROUP BY "menu_group_name";

ALTER TABLE "catalog_apps" ADD CONSTRAINT "catalog_apps_menu_group_name_fkey" FOREIGN KEY ("menu_group_name") REFERENCES "public"."catalog_menu_groups"("menu_group_name") ON DELETE no action ON UPDATE cascade;
