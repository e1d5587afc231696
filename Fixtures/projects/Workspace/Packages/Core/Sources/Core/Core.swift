// Fixture project Workspace: Packages/Core/Sources/Core/Core.swift
public enum Core {}
