-- Lists sort text the way the reader's language does (api/src/shared/lists/list-collation.ts):
-- one ICU collation per portal language, with numbers in their numeric order ("item 2" before
-- "item 10"). Danish and Norwegian put Æ, Ø, Å after Z (and Danish "Aa" as Å), Swedish and
-- Finnish Å, Ä, Ö; English sorts Å with A. Standard PostgreSQL builds have ICU.
create collation list_text_da (provider = icu, locale = 'da-u-kn');
create collation list_text_en (provider = icu, locale = 'en-u-kn');
create collation list_text_fi (provider = icu, locale = 'fi-u-kn');
create collation list_text_nb (provider = icu, locale = 'nb-u-kn');
create collation list_text_sv (provider = icu, locale = 'sv-u-kn');
