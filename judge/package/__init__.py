"""The problem package: the model (data only), loading it against a schema, languages and
building submissions, the judging programs (validators, checkers), export to the format."""
