package many
