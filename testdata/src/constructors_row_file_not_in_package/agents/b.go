package agents
