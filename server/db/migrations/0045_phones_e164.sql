-- Phone numbers of accounts as the site now stores them: the national digits beside the prefix (E.164 together).
UPDATE "users" SET "phone" = NULLIF(regexp_replace("phone", '[^0-9]', '', 'g'), '') WHERE "phone" IS NOT NULL;
